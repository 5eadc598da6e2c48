/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Trip_Map_NoteInputs */

const en_trip_map_note = /** @type {(inputs: Trip_Map_NoteInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`The map shows the plan's ${i?.count} stop, numbered in order.`);
	return /** @type {LocalizedString} */ (`The map shows the plan's ${i?.count} stops, numbered in order.`)
	
};

const es_trip_map_note = /** @type {(inputs: Trip_Map_NoteInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`El mapa muestra ${i?.count} parada del plan, numerada en orden.`);
	return /** @type {LocalizedString} */ (`El mapa muestra las ${i?.count} paradas del plan, numeradas en orden.`)
	
};

const fr_trip_map_note = /** @type {(inputs: Trip_Map_NoteInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`La carte montre ${i?.count} étape du programme, numérotée dans l’ordre.`);
	return /** @type {LocalizedString} */ (`La carte montre les ${i?.count} étapes du programme, numérotées dans l’ordre.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "The map shows the plan's {count} stop, numbered in order." |
* | * | "The map shows the plan's {count} stops, numbered in order." |
*
* @param {Trip_Map_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_map_note = /** @type {((inputs: Trip_Map_NoteInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Map_NoteInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_map_note(inputs)
	if (locale === "fr") return fr_trip_map_note(inputs)
	return en_trip_map_note(inputs)
});