import { __ } from '@wordpress/i18n';
import { registerAdBlock } from '../ad-block.js';
import metadata from './block.json';
import './style.css';

registerAdBlock(metadata, __('Partner ads', 'masthead'));
