/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Type_EntertainmentInputs */

const en_partners_type_entertainment = /** @type {(inputs: Partners_Type_EntertainmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entertainment Venue`)
};

const es_partners_type_entertainment = /** @type {(inputs: Partners_Type_EntertainmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lugar de entretenimiento`)
};

const fr_partners_type_entertainment = /** @type {(inputs: Partners_Type_EntertainmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lieu de divertissement`)
};

/**
* | output |
* | --- |
* | "Entertainment Venue" |
*
* @param {Partners_Type_EntertainmentInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_type_entertainment = /** @type {((inputs?: Partners_Type_EntertainmentInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Type_EntertainmentInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_type_entertainment(inputs)
	if (locale === "fr") return fr_partners_type_entertainment(inputs)
	return en_partners_type_entertainment(inputs)
});