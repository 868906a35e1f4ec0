-- Dump bytecode to reload it later.
function resolve(ctx)
  return string.dump(resolve)
end
