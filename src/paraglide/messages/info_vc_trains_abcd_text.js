/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Vc_Trains_Abcd_TextInputs */

const en_info_vc_trains_abcd_text = /** @type {(inputs: Info_Vc_Trains_Abcd_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`to 125 St at St. Nicholas Avenue. About an 8-minute walk east along 125th Street, past the Apollo Theater.`)
};

const es_info_vc_trains_abcd_text = /** @type {(inputs: Info_Vc_Trains_Abcd_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`hasta 125 St, en St. Nicholas Avenue. Unos 8 minutos a pie hacia el este por la calle 125, pasando frente al Apollo Theater.`)
};

const fr_info_vc_trains_abcd_text = /** @type {(inputs: Info_Vc_Trains_Abcd_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`jusqu’à 125 St, sur St. Nicholas Avenue. Environ 8 minutes à pied vers l’est par la 125e Rue, en passant devant l’Apollo Theater.`)
};

/**
* | output |
* | --- |
* | "to 125 St at St. Nicholas Avenue. About an 8-minute walk east along 125th Street, past the Apollo Theater." |
*
* @param {Info_Vc_Trains_Abcd_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_vc_trains_abcd_text = /** @type {((inputs?: Info_Vc_Trains_Abcd_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Vc_Trains_Abcd_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_vc_trains_abcd_text(inputs)
	if (locale === "fr") return fr_info_vc_trains_abcd_text(inputs)
	return en_info_vc_trains_abcd_text(inputs)
});