export function initSimulate(root) { root.textContent = "Simulate: coming"; return {}; }
