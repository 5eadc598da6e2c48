/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Hours_Format_AfterInputs */

const en_owner_hours_format_after = /** @type {(inputs: Owner_Hours_Format_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`. Leave empty if you do not list hours.`)
};

const es_owner_hours_format_after = /** @type {(inputs: Owner_Hours_Format_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`. Déjalo vacío si no indicas un horario.`)
};

const fr_owner_hours_format_after = /** @type {(inputs: Owner_Hours_Format_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`. Laissez vide si vous n’indiquez pas d’horaires.`)
};

/**
* | output |
* | --- |
* | ". Leave empty if you do not list hours." |
*
* @param {Owner_Hours_Format_AfterInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_hours_format_after = /** @type {((inputs?: Owner_Hours_Format_AfterInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Hours_Format_AfterInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_hours_format_after(inputs)
	if (locale === "fr") return fr_owner_hours_format_after(inputs)
	return en_owner_hours_format_after(inputs)
});