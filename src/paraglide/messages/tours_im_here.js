/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_Im_HereInputs */

const en_tours_im_here = /** @type {(inputs: Tours_Im_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I’m here`)
};

const es_tours_im_here = /** @type {(inputs: Tours_Im_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estoy aquí`)
};

const fr_tours_im_here = /** @type {(inputs: Tours_Im_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`J’y suis`)
};

/**
* | output |
* | --- |
* | "I’m here" |
*
* @param {Tours_Im_HereInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_im_here = /** @type {((inputs?: Tours_Im_HereInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_Im_HereInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_im_here(inputs)
	if (locale === "fr") return fr_tours_im_here(inputs)
	return en_tours_im_here(inputs)
});