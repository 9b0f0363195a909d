package org.orbitmc.vm.classes;

/**
 * A field of the JDK 17 class library that natives read or write, as its declaring class, name and descriptor: resolved
 * once per VM by {@link WellKnown} instead of by name at each call (HotSpot's javaClasses offsets).
 */
public enum JdkField {
    BOOLEAN_VALUE("java/lang/Boolean", "value", "Z"),
    BYTE_VALUE("java/lang/Byte", "value", "B"),
    CHARACTER_VALUE("java/lang/Character", "value", "C"),
    SHORT_VALUE("java/lang/Short", "value", "S"),
    INTEGER_VALUE("java/lang/Integer", "value", "I"),
    LONG_VALUE("java/lang/Long", "value", "J"),
    FLOAT_VALUE("java/lang/Float", "value", "F"),
    DOUBLE_VALUE("java/lang/Double", "value", "D"),
    BOOLEAN_TRUE("java/lang/Boolean", "TRUE", "Ljava/lang/Boolean;"),
    BOOLEAN_FALSE("java/lang/Boolean", "FALSE", "Ljava/lang/Boolean;"),
    CLASS_NAME("java/lang/Class", "name", "Ljava/lang/String;"),
    CLASS_CLASS_LOADER("java/lang/Class", "classLoader", "Ljava/lang/ClassLoader;"),
    CLASS_ENUM_CONSTANTS("java/lang/Class", "enumConstants", "[Ljava/lang/Object;"),
    CLASS_MODULE("java/lang/Class", "module", "Ljava/lang/Module;"),
    MODULE_NAME("java/lang/Module", "name", "Ljava/lang/String;"),
    MODULE_LOADER("java/lang/Module", "loader", "Ljava/lang/ClassLoader;"),
    MODULE_DESCRIPTOR("java/lang/Module", "descriptor", "Ljava/lang/module/ModuleDescriptor;"),
    MODULE_LAYER("java/lang/Module", "layer", "Ljava/lang/ModuleLayer;"),
    MODULE_EVERYONE_MODULE("java/lang/Module", "EVERYONE_MODULE", "Ljava/lang/Module;"),
    MODULE_ALL_UNNAMED_MODULE("java/lang/Module", "ALL_UNNAMED_MODULE", "Ljava/lang/Module;"),
    MODULE_REFLECTION_DATA_READS("java/lang/Module$ReflectionData", "reads", "Ljava/lang/WeakPairMap;"),
    MODULE_REFLECTION_DATA_EXPORTS("java/lang/Module$ReflectionData", "exports", "Ljava/lang/WeakPairMap;"),
    MODULE_LAYER_CF("java/lang/ModuleLayer", "cf", "Ljava/lang/module/Configuration;"),
    MODULE_LAYER_PARENTS("java/lang/ModuleLayer", "parents", "Ljava/util/List;"),
    MODULE_LAYER_NAME_TO_MODULE("java/lang/ModuleLayer", "nameToModule", "Ljava/util/Map;"),
    MODULE_LAYER_EMPTY_LAYER("java/lang/ModuleLayer", "EMPTY_LAYER", "Ljava/lang/ModuleLayer;"),
    SYSTEM_BOOT_LAYER("java/lang/System", "bootLayer", "Ljava/lang/ModuleLayer;"),
    CLASS_LOADER_PARENT("java/lang/ClassLoader", "parent", "Ljava/lang/ClassLoader;"),
    CLASS_LOADER_NAME_AND_ID("java/lang/ClassLoader", "nameAndId", "Ljava/lang/String;"),
    CLASS_LOADER_PACKAGES("java/lang/ClassLoader", "packages", "Ljava/util/concurrent/ConcurrentHashMap;"),
    CLASS_LOADER_UNNAMED_MODULE("java/lang/ClassLoader", "unnamedModule", "Ljava/lang/Module;"),
    CLASS_LOADER_SCL("java/lang/ClassLoader", "scl", "Ljava/lang/ClassLoader;"),
    BUILTIN_CLASS_LOADER_UCP("jdk/internal/loader/BuiltinClassLoader", "ucp", "Ljdk/internal/loader/URLClassPath;"),
    THREAD_CONTEXT_CLASS_LOADER("java/lang/Thread", "contextClassLoader", "Ljava/lang/ClassLoader;"),
    THROWABLE_BACKTRACE("java/lang/Throwable", "backtrace", "Ljava/lang/Object;"),
    THROWABLE_DEPTH("java/lang/Throwable", "depth", "I"),
    STACK_WALKER_RETAIN_CLASS_REF("java/lang/StackWalker", "retainClassRef", "Z"),
    ABSTRACT_STACK_WALKER_ANCHOR("java/lang/StackStreamFactory$AbstractStackWalker", "anchor", "J"),
    STACK_FRAME_INFO_RETAIN_CLASS_REF("java/lang/StackFrameInfo", "retainClassRef", "Z"),
    STACK_FRAME_INFO_MEMBER_NAME("java/lang/StackFrameInfo", "memberName", "Ljava/lang/Object;"),
    STACK_FRAME_INFO_BCI("java/lang/StackFrameInfo", "bci", "I"),
    STACK_TRACE_ELEMENT_DECLARING_CLASS_OBJECT("java/lang/StackTraceElement", "declaringClassObject", "Ljava/lang/Class;"),
    STACK_TRACE_ELEMENT_CLASS_LOADER_NAME("java/lang/StackTraceElement", "classLoaderName", "Ljava/lang/String;"),
    STACK_TRACE_ELEMENT_MODULE_NAME("java/lang/StackTraceElement", "moduleName", "Ljava/lang/String;"),
    STACK_TRACE_ELEMENT_DECLARING_CLASS("java/lang/StackTraceElement", "declaringClass", "Ljava/lang/String;"),
    STACK_TRACE_ELEMENT_METHOD_NAME("java/lang/StackTraceElement", "methodName", "Ljava/lang/String;"),
    STACK_TRACE_ELEMENT_FILE_NAME("java/lang/StackTraceElement", "fileName", "Ljava/lang/String;"),
    STACK_TRACE_ELEMENT_LINE_NUMBER("java/lang/StackTraceElement", "lineNumber", "I"),
    STACK_TRACE_ELEMENT_FORMAT("java/lang/StackTraceElement", "format", "B"),
    REFERENCE_REFERENT("java/lang/ref/Reference", "referent", "Ljava/lang/Object;"),
    ACCESSIBLE_OBJECT_OVERRIDE("java/lang/reflect/AccessibleObject", "override", "Z"),
    FIELD_CLAZZ("java/lang/reflect/Field", "clazz", "Ljava/lang/Class;"),
    FIELD_NAME("java/lang/reflect/Field", "name", "Ljava/lang/String;"),
    FIELD_TYPE("java/lang/reflect/Field", "type", "Ljava/lang/Class;"),
    FIELD_MODIFIERS("java/lang/reflect/Field", "modifiers", "I"),
    FIELD_SLOT("java/lang/reflect/Field", "slot", "I"),
    METHOD_CLAZZ("java/lang/reflect/Method", "clazz", "Ljava/lang/Class;"),
    METHOD_SLOT("java/lang/reflect/Method", "slot", "I"),
    CONSTRUCTOR_CLAZZ("java/lang/reflect/Constructor", "clazz", "Ljava/lang/Class;"),
    CONSTRUCTOR_SLOT("java/lang/reflect/Constructor", "slot", "I"),
    RECORD_COMPONENT_CLAZZ("java/lang/reflect/RecordComponent", "clazz", "Ljava/lang/Class;"),
    RECORD_COMPONENT_NAME("java/lang/reflect/RecordComponent", "name", "Ljava/lang/String;"),
    RECORD_COMPONENT_TYPE("java/lang/reflect/RecordComponent", "type", "Ljava/lang/Class;"),
    RECORD_COMPONENT_ACCESSOR("java/lang/reflect/RecordComponent", "accessor", "Ljava/lang/reflect/Method;"),
    RECORD_COMPONENT_SIGNATURE("java/lang/reflect/RecordComponent", "signature", "Ljava/lang/String;"),
    RECORD_COMPONENT_ANNOTATIONS("java/lang/reflect/RecordComponent", "annotations", "[B"),
    RECORD_COMPONENT_TYPE_ANNOTATIONS("java/lang/reflect/RecordComponent", "typeAnnotations", "[B"),
    LOOKUP_LOOKUP_CLASS("java/lang/invoke/MethodHandles$Lookup", "lookupClass", "Ljava/lang/Class;"),
    LOOKUP_PREV_LOOKUP_CLASS("java/lang/invoke/MethodHandles$Lookup", "prevLookupClass", "Ljava/lang/Class;"),
    LOOKUP_ALLOWED_MODES("java/lang/invoke/MethodHandles$Lookup", "allowedModes", "I"),
    METHOD_TYPE_RTYPE("java/lang/invoke/MethodType", "rtype", "Ljava/lang/Class;"),
    METHOD_TYPE_PTYPES("java/lang/invoke/MethodType", "ptypes", "[Ljava/lang/Class;"),
    VAR_HANDLE_ACCESS_MODE_METHOD_NAME("java/lang/invoke/VarHandle$AccessMode", "methodName", "Ljava/lang/String;"),
    VAR_HANDLE_EXACT("java/lang/invoke/VarHandle", "exact", "Z"),
    FILE_PATH("java/io/File", "path", "Ljava/lang/String;"),
    FILE_DESCRIPTOR_FD("java/io/FileDescriptor", "fd", "I"),
    UNIX_PATH_PATH("sun/nio/fs/UnixPath", "path", "[B"),
    BUFFER_POSITION("java/nio/Buffer", "position", "I"),
    BUFFER_LIMIT("java/nio/Buffer", "limit", "I"),
    BYTE_BUFFER_HB("java/nio/ByteBuffer", "hb", "[B"),
    BYTE_BUFFER_OFFSET("java/nio/ByteBuffer", "offset", "I"),
    BYTE_BUFFER_IS_READ_ONLY("java/nio/ByteBuffer", "isReadOnly", "Z"),
    BYTE_ORDER_BIG_ENDIAN("java/nio/ByteOrder", "BIG_ENDIAN", "Ljava/nio/ByteOrder;"),
    INFLATER_INPUT_CONSUMED("java/util/zip/Inflater", "inputConsumed", "I"),
    INFLATER_OUTPUT_CONSUMED("java/util/zip/Inflater", "outputConsumed", "I");

    private final String owner;
    private final String fieldName;
    private final String descriptor;

    JdkField(String owner, String fieldName, String descriptor) {
        this.owner = owner;
        this.fieldName = fieldName;
        this.descriptor = descriptor;
    }

    /** The declaring class's internal name. */
    public String owner() {
        return owner;
    }

    public String fieldName() {
        return fieldName;
    }

    public String descriptor() {
        return descriptor;
    }

    /** The {@code value} field of the box of a primitive kind ('I', 'J', 'Z', ...). */
    public static JdkField boxValue(char kind) {
        return switch (kind) {
            case 'Z' -> BOOLEAN_VALUE;
            case 'B' -> BYTE_VALUE;
            case 'C' -> CHARACTER_VALUE;
            case 'S' -> SHORT_VALUE;
            case 'I' -> INTEGER_VALUE;
            case 'J' -> LONG_VALUE;
            case 'F' -> FLOAT_VALUE;
            case 'D' -> DOUBLE_VALUE;
            default -> throw new IllegalArgumentException("not a primitive kind: " + kind);
        };
    }
}
