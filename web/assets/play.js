export function initPlay(root) { root.textContent = "Play: coming"; return {}; }
