/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Businesses_Map_NoteInputs */

const en_businesses_map_note = /** @type {(inputs: Businesses_Map_NoteInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`The map shows the ${i?.count} business on this page.`);
	return /** @type {LocalizedString} */ (`The map shows the ${i?.count} businesses on this page.`)
	
};

const es_businesses_map_note = /** @type {(inputs: Businesses_Map_NoteInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`El mapa muestra el negocio de esta página.`);
	return /** @type {LocalizedString} */ (`El mapa muestra los ${i?.count} negocios de esta página.`)
	
};

const fr_businesses_map_note = /** @type {(inputs: Businesses_Map_NoteInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`La carte montre l’adresse de cette page.`);
	return /** @type {LocalizedString} */ (`La carte montre les ${i?.count} adresses de cette page.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "The map shows the {count} business on this page." |
* | * | "The map shows the {count} businesses on this page." |
*
* @param {Businesses_Map_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_map_note = /** @type {((inputs: Businesses_Map_NoteInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Map_NoteInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_map_note(inputs)
	if (locale === "fr") return fr_businesses_map_note(inputs)
	return en_businesses_map_note(inputs)
});