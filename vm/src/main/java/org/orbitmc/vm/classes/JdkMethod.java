package org.orbitmc.vm.classes;

/**
 * A method of the JDK 17 class library that natives call or continue in, as its class, name and descriptor: resolved
 * once per VM by {@link WellKnown} (as {@link ClassInfo#findMethod} finds it, superclasses included).
 */
public enum JdkMethod {
    CONCURRENT_HASH_MAP_GET("java/util/concurrent/ConcurrentHashMap", "get", "(Ljava/lang/Object;)Ljava/lang/Object;"),
    CONCURRENT_HASH_MAP_VALUES("java/util/concurrent/ConcurrentHashMap", "values", "()Ljava/util/Collection;"),
    COLLECTION_TO_ARRAY("java/util/Collection", "toArray", "()[Ljava/lang/Object;"),
    ABSTRACT_STACK_WALKER_DO_STACK_WALK("java/lang/StackStreamFactory$AbstractStackWalker", "doStackWalk", "(JIIII)Ljava/lang/Object;"),
    CLASS_LOADER_GET_RESOURCE("java/lang/ClassLoader", "getResource", "(Ljava/lang/String;)Ljava/net/URL;"),
    CLASS_LOADER_GET_RESOURCE_AS_STREAM("java/lang/ClassLoader", "getResourceAsStream", "(Ljava/lang/String;)Ljava/io/InputStream;"),
    METHOD_INVOKE("java/lang/reflect/Method", "invoke", "(Ljava/lang/Object;[Ljava/lang/Object;)Ljava/lang/Object;"),
    NATIVE_METHOD_ACCESSOR_INVOKE0("jdk/internal/reflect/NativeMethodAccessorImpl", "invoke0",
            "(Ljava/lang/reflect/Method;Ljava/lang/Object;[Ljava/lang/Object;)Ljava/lang/Object;"),
    NATIVE_CONSTRUCTOR_ACCESSOR_NEW_INSTANCE0("jdk/internal/reflect/NativeConstructorAccessorImpl", "newInstance0",
            "(Ljava/lang/reflect/Constructor;[Ljava/lang/Object;)Ljava/lang/Object;");

    private final String owner;
    private final String methodName;
    private final String descriptor;

    JdkMethod(String owner, String methodName, String descriptor) {
        this.owner = owner;
        this.methodName = methodName;
        this.descriptor = descriptor;
    }

    public String owner() {
        return owner;
    }

    public String methodName() {
        return methodName;
    }

    public String descriptor() {
        return descriptor;
    }
}
