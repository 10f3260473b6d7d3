<?php
/**
 * Settings → Masthead: where the deployment's files are, the API's origin, the offset for a
 * fixed bar and, for classic themes, the theme's own header and footer. A value that breaks a
 * rule is refused with a sentence saying why, and stays in its field to be corrected. Saving
 * reads the files; "Check" reads them again and reports each step. A block theme's header and
 * footer parts are placed from here too. Problems show as an admin notice on every screen.
 *
 * @package Masthead
 */

defined( 'ABSPATH' ) || exit;

add_action( 'admin_menu', 'masthead_admin_menu' );
function masthead_admin_menu() {
	add_options_page( __( 'Masthead', 'masthead' ), __( 'Masthead', 'masthead' ), 'manage_options', 'masthead', 'masthead_settings_page' );
}

add_filter( 'plugin_action_links_' . plugin_basename( MASTHEAD_PLUGIN_FILE ), 'masthead_action_links' );
function masthead_action_links( $links ) {
	array_unshift( $links, '<a href="' . esc_url( admin_url( 'options-general.php?page=masthead' ) ) . '">' . esc_html__( 'Settings', 'masthead' ) . '</a>' );
	return $links;
}

/** The fields: name → label, help and rule (a function returning the problem or ''). */
function masthead_fields() {
	return array(
		'files_url'    => array(
			'label' => __( 'Masthead files URL', 'masthead' ),
			'help'  => __( 'The folder your Masthead deployment serves masthead-host-files’ output from, with hints.json and masthead.config.json in it, such as https://cdn.example.com/masthead/site/.', 'masthead' ),
			'rule'  => function ( $value ) {
				return '' === $value || preg_match( '#^https?://[^\s/]+(/\S*)?$#', $value ) ? '' : __( 'The Masthead files URL must be an http or https address, such as https://cdn.example.com/masthead/site/.', 'masthead' );
			},
		),
		'api_origin'   => array(
			'label' => __( 'API origin', 'masthead' ),
			'help'  => __( 'Leave empty when the API answers on this site’s own origin (under /api/). Otherwise its origin, such as https://api.news.example.com.', 'masthead' ),
			'rule'  => function ( $value ) {
				return '' === $value || masthead_is_origin( $value ) ? '' : __( 'The API origin must be a scheme and a host only, such as https://api.news.example.com, with no path.', 'masthead' );
			},
		),
		'offset_top'   => array(
			'label' => __( 'Fixed bar height', 'masthead' ),
			'help'  => __( 'The height of a bar of your theme’s own fixed at the top of the page, such as 64px; 0 when there is none. WordPress’s admin bar is handled for you.', 'masthead' ),
			'rule'  => function ( $value ) {
				return masthead_is_length( $value ) ? '' : __( 'The fixed bar height must be 0 or a length in px, rem or em, such as 64px.', 'masthead' );
			},
		),
		'theme_chrome' => array(
			'label' => __( 'Theme’s own header and footer', 'masthead' ),
			'help'  => __( 'Classic themes: the selectors of the theme’s header and footer, hidden where Masthead’s take their place. Empty keeps them.', 'masthead' ),
			'rule'  => function ( $value ) {
				return masthead_is_selector_list( $value ) ? '' : __( 'The theme’s header and footer must be CSS selectors separated by commas, such as #masthead, #colophon.', 'masthead' );
			},
		),
	);
}

add_action( 'admin_init', 'masthead_register_setting' );
function masthead_register_setting() {
	register_setting(
		'masthead',
		'masthead_settings',
		array(
			'type'              => 'object',
			'sanitize_callback' => 'masthead_sanitize_settings',
			'default'           => array(),
		)
	);
}

/** Where a refused value waits for the form to show it again, per user. */
function masthead_refused_key() {
	return 'masthead_refused_' . get_current_user_id();
}

/**
 * Keeps each valid value and the saved one for each refused, with an error naming the field's
 * rule; the refused values come back into their fields. A new files URL is read at once.
 */
function masthead_sanitize_settings( $input ) {
	$saved   = masthead_settings();
	$input   = is_array( $input ) ? wp_unslash( $input ) : array();
	$clean   = $saved;
	$refused = array();
	foreach ( masthead_fields() as $name => $field ) {
		if ( ! array_key_exists( $name, $input ) ) {
			continue;
		}
		$value   = trim( sanitize_text_field( (string) $input[ $name ] ) );
		$problem = call_user_func( $field['rule'], $value );
		if ( '' === $problem ) {
			$clean[ $name ] = $value;
			continue;
		}
		$refused[ $name ] = $value;
		add_settings_error( 'masthead_settings', 'masthead_' . $name, $problem );
	}
	// The Settings API calls this twice when the option is new, the second time with what the
	// first returned: what the first refused must survive it.
	static $all_refused = array();
	$all_refused = array_merge( $all_refused, $refused );
	set_transient( masthead_refused_key(), $all_refused, 10 * MINUTE_IN_SECONDS );
	// Read the files once, on the first call.
	static $read = false;
	if ( ! $read && '' !== $clean['files_url'] ) {
		$read    = true;
		$problem = masthead_refresh_files( $clean['files_url'] );
		if ( '' !== $problem ) {
			add_settings_error( 'masthead_settings', 'masthead_files', $problem );
		}
	}
	return $clean;
}

add_action( 'admin_post_masthead_check', 'masthead_check' );
/** "Check": reads the files again and reports each step, then back to the settings. */
function masthead_check() {
	check_admin_referer( 'masthead_check' );
	if ( ! current_user_can( 'manage_options' ) ) {
		wp_die( esc_html__( 'You are not allowed to change Masthead’s settings.', 'masthead' ), 403 );
	}
	set_transient( 'masthead_report_' . get_current_user_id(), masthead_report(), 10 * MINUTE_IN_SECONDS );
	wp_safe_redirect( admin_url( 'options-general.php?page=masthead' ) );
	exit;
}

/** The check's steps: each a line and whether it went well. */
function masthead_report() {
	$problem = masthead_refresh_files();
	if ( '' !== $problem ) {
		return array( array( false, $problem ) );
	}
	$files   = masthead_files_read_now();
	$lines   = array();
	$kinds   = implode( ', ', array_keys( $files['hints']['kinds'] ) );
	$markup  = implode( ', ', array_keys( $files['hints']['markup'] ) );
	$remotes = implode( ', ', array_keys( $files['config']['remotes'] ) );
	/* translators: 1: the kinds of page, 2: the widgets with markup */
	$lines[] = array( true, sprintf( __( 'hints.json: kinds of page %1$s; markup for %2$s.', 'masthead' ), $kinds, '' !== $markup ? $markup : __( 'no widget', 'masthead' ) ) );
	/* translators: %s: the remotes' names */
	$lines[] = array( true, sprintf( __( 'masthead.config.json: remotes %s.', 'masthead' ), $remotes ) );
	if ( preg_match( '/\bsrc="([^"]+)"/', $files['hints']['kinds']['page']['loader'], $match ) ) {
		$loader   = html_entity_decode( $match[1] );
		$response = wp_remote_head( $loader, array( 'timeout' => 10 ) );
		$status   = is_wp_error( $response ) ? $response->get_error_message() : (string) wp_remote_retrieve_response_code( $response );
		/* translators: 1: the loader's URL, 2: what it answered */
		$lines[] = array( '200' === $status, sprintf( __( 'The loader at %1$s answered %2$s.', 'masthead' ), $loader, $status ) );
	}
	/* translators: %s: the URL the site serves the config at */
	$lines[] = array( true, sprintf( __( 'Pages read the config from %s.', 'masthead' ), masthead_config_url() ) );
	return $lines;
}

/** The stored files as just saved (masthead_files() keeps what it read first in a request). */
function masthead_files_read_now() {
	return get_option( 'masthead_files' );
}

add_action( 'admin_post_masthead_parts', 'masthead_parts_action' );
/** Places Masthead's header and footer in the block theme's parts, or puts the theme's back. */
function masthead_parts_action() {
	check_admin_referer( 'masthead_parts' );
	if ( ! current_user_can( 'edit_theme_options' ) ) {
		wp_die( esc_html__( 'You are not allowed to change the theme’s template parts.', 'masthead' ), 403 );
	}
	masthead_place_parts( 'place' === ( $_POST['masthead_parts'] ?? '' ) );
	wp_safe_redirect( admin_url( 'options-general.php?page=masthead' ) );
	exit;
}

function masthead_settings_page() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	$settings = array_merge( masthead_settings(), (array) get_transient( masthead_refused_key() ) );
	delete_transient( masthead_refused_key() );
	$report = get_transient( 'masthead_report_' . get_current_user_id() );
	delete_transient( 'masthead_report_' . get_current_user_id() );
	?>
	<div class="wrap">
		<h1><?php esc_html_e( 'Masthead', 'masthead' ); ?></h1>
		<?php if ( is_array( $report ) ) : ?>
			<div class="notice <?php echo in_array( false, array_column( $report, 0 ), true ) ? 'notice-error' : 'notice-success'; ?>" role="status">
				<p><strong><?php esc_html_e( 'Check', 'masthead' ); ?></strong></p>
				<ul>
					<?php foreach ( $report as list( $ok, $line ) ) : ?>
						<li><?php echo $ok ? '✓ ' : '✗ ', esc_html( $line ); ?></li>
					<?php endforeach; ?>
				</ul>
			</div>
		<?php endif; ?>
		<form method="post" action="options.php" novalidate>
			<?php settings_fields( 'masthead' ); ?>
			<table class="form-table" role="presentation">
				<?php foreach ( masthead_fields() as $name => $field ) : ?>
					<?php if ( 'theme_chrome' === $name && wp_is_block_theme() ) : ?>
						<input type="hidden" name="masthead_settings[theme_chrome]" value="<?php echo esc_attr( $settings[ $name ] ); ?>">
						<?php continue; ?>
					<?php endif; ?>
					<tr>
						<th scope="row"><label for="masthead-<?php echo esc_attr( $name ); ?>"><?php echo esc_html( $field['label'] ); ?></label></th>
						<td>
							<input class="regular-text code" type="text" id="masthead-<?php echo esc_attr( $name ); ?>" name="masthead_settings[<?php echo esc_attr( $name ); ?>]" value="<?php echo esc_attr( $settings[ $name ] ); ?>" aria-describedby="masthead-<?php echo esc_attr( $name ); ?>-help">
							<p class="description" id="masthead-<?php echo esc_attr( $name ); ?>-help"><?php echo esc_html( $field['help'] ); ?></p>
						</td>
					</tr>
				<?php endforeach; ?>
			</table>
			<?php submit_button(); ?>
		</form>
		<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
			<input type="hidden" name="action" value="masthead_check">
			<?php wp_nonce_field( 'masthead_check' ); ?>
			<p><?php esc_html_e( 'Reads the files from the deployment again, as pages will use them, and says what it found.', 'masthead' ); ?></p>
			<?php submit_button( __( 'Check', 'masthead' ), 'secondary', 'submit', false ); ?>
		</form>
		<?php if ( wp_is_block_theme() ) : ?>
			<?php $state = masthead_parts_state(); ?>
			<h2><?php esc_html_e( 'Header and footer', 'masthead' ); ?></h2>
			<p>
				<?php
				echo esc_html(
					$state['header'] && $state['footer']
						? __( 'The theme’s header and footer template parts show Masthead’s header and footer.', 'masthead' )
						: __( 'The theme’s header and footer template parts show the theme’s own. Masthead’s can take their place; the Site Editor can change the parts afterwards.', 'masthead' )
				);
				?>
			</p>
			<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
				<input type="hidden" name="action" value="masthead_parts">
				<?php wp_nonce_field( 'masthead_parts' ); ?>
				<?php if ( $state['header'] && $state['footer'] ) : ?>
					<input type="hidden" name="masthead_parts" value="restore">
					<?php submit_button( __( 'Put the theme’s own back', 'masthead' ), 'secondary', 'submit', false ); ?>
				<?php else : ?>
					<input type="hidden" name="masthead_parts" value="place">
					<?php submit_button( __( 'Use Masthead’s header and footer', 'masthead' ), 'secondary', 'submit', false ); ?>
				<?php endif; ?>
			</form>
		<?php endif; ?>
	</div>
	<?php
}

add_action( 'admin_notices', 'masthead_admin_notice' );
/** On every admin screen, for those who can fix it: why the pages are without Masthead, or with an old copy. */
function masthead_admin_notice() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	$problem = (string) get_option( 'masthead_problem', '' );
	$files   = get_option( 'masthead_files' );
	$usable  = masthead_files();
	if ( '' === $problem && $usable ) {
		return;
	}
	if ( '' === $problem ) {
		$problem = is_array( $files )
			? __( 'The Masthead files the site stored are damaged; press Check in Settings → Masthead to read them again.', 'masthead' )
			: __( 'Masthead is not on your pages yet: enter the Masthead files URL in Settings → Masthead.', 'masthead' );
	}
	$then = $usable
		/* translators: %s: a date and time */
		? sprintf( __( 'Pages keep the files read on %s.', 'masthead' ), wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), (int) $usable['read'] ) )
		: __( 'Pages are served without Masthead until it is fixed.', 'masthead' );
	printf(
		'<div class="notice notice-error masthead-notice"><p><strong>%1$s</strong> %2$s %3$s <a href="%4$s">%5$s</a></p></div>',
		esc_html__( 'Masthead:', 'masthead' ),
		esc_html( $problem ),
		esc_html( $then ),
		esc_url( admin_url( 'options-general.php?page=masthead' ) ),
		esc_html__( 'Settings', 'masthead' )
	);
}
