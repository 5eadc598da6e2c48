/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Col_RegisteredInputs */

const en_organiser_col_registered = /** @type {(inputs: Organiser_Col_RegisteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registered`)
};

const es_organiser_col_registered = /** @type {(inputs: Organiser_Col_RegisteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscripción`)
};

const fr_organiser_col_registered = /** @type {(inputs: Organiser_Col_RegisteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscription`)
};

/**
* | output |
* | --- |
* | "Registered" |
*
* @param {Organiser_Col_RegisteredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_col_registered = /** @type {((inputs?: Organiser_Col_RegisteredInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Col_RegisteredInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_col_registered(inputs)
	if (locale === "fr") return fr_organiser_col_registered(inputs)
	return en_organiser_col_registered(inputs)
});