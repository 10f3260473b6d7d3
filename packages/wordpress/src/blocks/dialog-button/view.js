// The page's script for the block's button (opener.js).
import '../opener.js';
