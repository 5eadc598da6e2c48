/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkin_HeadingInputs */

const en_checkin_heading = /** @type {(inputs: Checkin_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check-in`)
};

const es_checkin_heading = /** @type {(inputs: Checkin_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registro de entrada`)
};

const fr_checkin_heading = /** @type {(inputs: Checkin_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accueil des participants`)
};

/**
* | output |
* | --- |
* | "Check-in" |
*
* @param {Checkin_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkin_heading = /** @type {((inputs?: Checkin_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkin_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_checkin_heading(inputs)
	if (locale === "fr") return fr_checkin_heading(inputs)
	return en_checkin_heading(inputs)
});