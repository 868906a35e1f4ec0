-- Load a module.
function resolve(ctx)
  local os = require("os")
  os.exit(1)
end
