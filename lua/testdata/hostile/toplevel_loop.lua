-- An endless loop at load time, before any hook runs.
while true do end
function resolve(ctx) end
