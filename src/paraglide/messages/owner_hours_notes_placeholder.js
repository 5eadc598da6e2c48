/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Hours_Notes_PlaceholderInputs */

const en_owner_hours_notes_placeholder = /** @type {(inputs: Owner_Hours_Notes_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kitchen closes 30 minutes earlier; brunch until 3pm`)
};

const es_owner_hours_notes_placeholder = /** @type {(inputs: Owner_Hours_Notes_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La cocina cierra 30 minutos antes; brunch hasta las 3 p. m.`)
};

const fr_owner_hours_notes_placeholder = /** @type {(inputs: Owner_Hours_Notes_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La cuisine ferme 30 minutes plus tôt ; brunch jusqu’à 15 h`)
};

/**
* | output |
* | --- |
* | "Kitchen closes 30 minutes earlier; brunch until 3pm" |
*
* @param {Owner_Hours_Notes_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_hours_notes_placeholder = /** @type {((inputs?: Owner_Hours_Notes_PlaceholderInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Hours_Notes_PlaceholderInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_hours_notes_placeholder(inputs)
	if (locale === "fr") return fr_owner_hours_notes_placeholder(inputs)
	return en_owner_hours_notes_placeholder(inputs)
});