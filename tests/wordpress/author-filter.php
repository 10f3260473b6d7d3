<?php
// What WordPress 6.1 saves of a post's content written by an author (a role without
// `unfiltered_html`): its own kses, on the filter path of a save (`content_save_pre`).
// HTML on stdin, the saved HTML on stdout.
require __DIR__ . '/bootstrap.php';
echo masthead_saved_by_author(stream_get_contents(STDIN));
