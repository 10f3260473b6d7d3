// Shows the shared store as the widgets see it, so a visitor of the demo can
// watch requests between widgets (for example the footer asking for sign-in).
const output = document.querySelector('[data-demo-state]');
const show = (state) => {
  output.textContent = JSON.stringify(
    state,
    (key, value) => (typeof value === 'function' ? '[function]' : value),
    2,
  );
};
show(window.Masthead.getState());
window.Masthead.subscribe(show);
