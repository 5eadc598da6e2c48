/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, total: NonNullable<unknown> }} Businesses_Map_Note_OfInputs */

const en_businesses_map_note_of = /** @type {(inputs: Businesses_Map_Note_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The map shows the ${i?.count} businesses on this page (of ${i?.total}).`)
};

const es_businesses_map_note_of = /** @type {(inputs: Businesses_Map_Note_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El mapa muestra los ${i?.count} negocios de esta página (de ${i?.total}).`)
};

const fr_businesses_map_note_of = /** @type {(inputs: Businesses_Map_Note_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La carte montre les ${i?.count} adresses de cette page (sur ${i?.total}).`)
};

/**
* | output |
* | --- |
* | "The map shows the {count} businesses on this page (of {total})." |
*
* @param {Businesses_Map_Note_OfInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_map_note_of = /** @type {((inputs: Businesses_Map_Note_OfInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Map_Note_OfInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_map_note_of(inputs)
	if (locale === "fr") return fr_businesses_map_note_of(inputs)
	return en_businesses_map_note_of(inputs)
});