/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Hours_Format_BeforeInputs */

const en_owner_hours_format_before = /** @type {(inputs: Owner_Hours_Format_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`OpenStreetMap opening_hours format: days (Mo Tu We Th Fr Sa Su) then times, rules separated by commas, for example`)
};

const es_owner_hours_format_before = /** @type {(inputs: Owner_Hours_Format_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Formato opening_hours de OpenStreetMap: los días (Mo Tu We Th Fr Sa Su) y luego las horas, con las reglas separadas por comas; por ejemplo,`)
};

const fr_owner_hours_format_before = /** @type {(inputs: Owner_Hours_Format_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Format opening_hours d’OpenStreetMap : les jours (Mo Tu We Th Fr Sa Su) puis les heures, règles séparées par des virgules, par exemple`)
};

/**
* | output |
* | --- |
* | "OpenStreetMap opening_hours format: days (Mo Tu We Th Fr Sa Su) then times, rules separated by commas, for example" |
*
* @param {Owner_Hours_Format_BeforeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_hours_format_before = /** @type {((inputs?: Owner_Hours_Format_BeforeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Hours_Format_BeforeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_hours_format_before(inputs)
	if (locale === "fr") return fr_owner_hours_format_before(inputs)
	return en_owner_hours_format_before(inputs)
});