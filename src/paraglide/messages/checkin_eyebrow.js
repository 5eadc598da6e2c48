/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkin_EyebrowInputs */

const en_checkin_eyebrow = /** @type {(inputs: Checkin_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Door check-in`)
};

const es_checkin_eyebrow = /** @type {(inputs: Checkin_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registro en la puerta`)
};

const fr_checkin_eyebrow = /** @type {(inputs: Checkin_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contrôle à l’entrée`)
};

/**
* | output |
* | --- |
* | "Door check-in" |
*
* @param {Checkin_EyebrowInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkin_eyebrow = /** @type {((inputs?: Checkin_EyebrowInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkin_EyebrowInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_checkin_eyebrow(inputs)
	if (locale === "fr") return fr_checkin_eyebrow(inputs)
	return en_checkin_eyebrow(inputs)
});