<?php
/**
 * What the plugin reads from the deployment: `hints.json` and `masthead.config.json`, the files
 * `masthead-host-files` writes for a deployment. They are read when the settings are saved, on
 * "Check", and every hour; a page never waits for them: it uses the copy stored last time they
 * were read and were right. When a read fails, the stored copy stays and the problem is kept in
 * words for the admin notice.
 *
 * @package Masthead
 */

defined( 'ABSPATH' ) || exit;

/** The URL of one of the host files in the folder the settings name. */
function masthead_file_url( $files_url, $name ) {
	return trailingslashit( $files_url ) . $name;
}

/**
 * Reads one JSON file; returns the decoded array, or a WP_Error whose message says in words
 * what is wrong and where.
 */
function masthead_read_json( $url ) {
	$response = wp_remote_get(
		$url,
		array(
			'timeout'     => 10,
			'redirection' => 3,
			'headers'     => array( 'Accept' => 'application/json' ),
		)
	);
	if ( is_wp_error( $response ) ) {
		/* translators: 1: a URL, 2: the error the request ended with */
		return new WP_Error( 'masthead_unreachable', sprintf( __( 'Masthead could not reach %1$s: %2$s', 'masthead' ), $url, $response->get_error_message() ) );
	}
	$status = (int) wp_remote_retrieve_response_code( $response );
	if ( 200 !== $status ) {
		/* translators: 1: a URL, 2: an HTTP status code and its reason */
		return new WP_Error( 'masthead_status', sprintf( __( '%1$s answered %2$s, not the file.', 'masthead' ), $url, trim( $status . ' ' . wp_remote_retrieve_response_message( $response ) ) ) );
	}
	$json = json_decode( wp_remote_retrieve_body( $response ), true );
	if ( ! is_array( $json ) ) {
		/* translators: %s: a URL */
		return new WP_Error( 'masthead_not_json', sprintf( __( '%s is not a JSON object.', 'masthead' ), $url ) );
	}
	return $json;
}

/** Whether every value of `$list` is an array whose `$keys` are strings. */
function masthead_entries_have( $list, $keys ) {
	if ( ! is_array( $list ) ) {
		return false;
	}
	foreach ( $list as $entry ) {
		foreach ( $keys as $key ) {
			if ( ! is_array( $entry ) || ! isset( $entry[ $key ] ) || ! is_string( $entry[ $key ] ) ) {
				return false;
			}
		}
	}
	return true;
}

/** What is wrong with a hints file, in words; '' when it is one. */
function masthead_hints_problem( $hints ) {
	if ( ! is_array( $hints ) || ! masthead_entries_have( $hints['kinds'] ?? null, array( 'link', 'tags', 'loader' ) ) || empty( $hints['kinds']['page'] ) ) {
		return __( 'it has no page kinds with their hints and loader tag (a "page" kind at least)', 'masthead' );
	}
	if ( ! masthead_entries_have( $hints['markup'] ?? array(), array( 'element', 'head' ) ) ) {
		return __( "its widgets' markup is not an element and a head for each", 'masthead' );
	}
	if ( ! is_string( $hints['configUrl'] ?? null ) || '' === $hints['configUrl'] ) {
		return __( 'it does not name the config URL it was written for (configUrl); write it again with masthead-host-files 0.1 or later', 'masthead' );
	}
	return '';
}

/** What is wrong with a config, in words; '' when it is one. */
function masthead_config_problem( $config ) {
	$remotes = $config['remotes'] ?? null;
	if ( ! is_array( $remotes ) || array() === $remotes ) {
		return __( 'it names no remotes', 'masthead' );
	}
	foreach ( $remotes as $name => $url ) {
		if ( ! is_string( $url ) || ! preg_match( '#^https?://#', $url ) ) {
			/* translators: %s: a remote's name */
			return sprintf( __( 'the remote %s is not at an absolute http(s) URL', 'masthead' ), $name );
		}
	}
	return '';
}

/**
 * Reads both files from `$files_url` and checks them. Returns the files to store
 * (`config`, `hints`, `source`, `read`) or a WP_Error that says what is wrong.
 */
function masthead_fetch_files( $files_url ) {
	if ( '' === $files_url ) {
		return new WP_Error( 'masthead_no_url', __( 'Masthead is not on your pages yet: enter the Masthead files URL in Settings → Masthead.', 'masthead' ) );
	}
	$read = array();
	foreach ( array( 'hints' => 'hints.json', 'config' => 'masthead.config.json' ) as $key => $name ) {
		$url  = masthead_file_url( $files_url, $name );
		$json = masthead_read_json( $url );
		if ( is_wp_error( $json ) ) {
			return $json;
		}
		$problem = 'hints' === $key ? masthead_hints_problem( $json ) : masthead_config_problem( $json );
		if ( '' !== $problem ) {
			/* translators: 1: a URL, 2: what is wrong with the file */
			return new WP_Error( 'masthead_invalid', sprintf( __( '%1$s is not usable: %2$s.', 'masthead' ), $url, $problem ) );
		}
		$read[ $key ] = $json;
	}
	return array_merge(
		$read,
		array(
			'source' => $files_url,
			'read'   => time(),
		)
	);
}

/**
 * Reads the files again and stores them, or keeps the problem (and the last good copy).
 * Returns the problem, '' when all went well.
 */
function masthead_refresh_files( $files_url = null ) {
	$files_url = null === $files_url ? masthead_settings()['files_url'] : $files_url;
	$files     = masthead_fetch_files( $files_url );
	if ( is_wp_error( $files ) ) {
		update_option( 'masthead_problem', $files->get_error_message() );
		return $files->get_error_message();
	}
	update_option( 'masthead_files', $files );
	update_option( 'masthead_problem', '' );
	return '';
}

/**
 * The stored files when they are usable, else null: a page reads them through here only, so
 * an option emptied or damaged by hand leaves the page without Masthead, never broken.
 */
function masthead_files() {
	static $files = false;
	if ( false === $files ) {
		$stored = get_option( 'masthead_files' );
		$files  = is_array( $stored )
			&& '' === masthead_hints_problem( $stored['hints'] ?? null )
			&& '' === masthead_config_problem( $stored['config'] ?? null )
			? $stored : null;
	}
	return $files;
}
