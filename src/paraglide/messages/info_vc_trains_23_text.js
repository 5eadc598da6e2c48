/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Vc_Trains_23_TextInputs */

const en_info_vc_trains_23_text = /** @type {(inputs: Info_Vc_Trains_23_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`to 125 St at Lenox Avenue. The closest station: about a 3-minute walk west along 125th Street.`)
};

const es_info_vc_trains_23_text = /** @type {(inputs: Info_Vc_Trains_23_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`hasta 125 St, en Lenox Avenue. Es la estación más cercana: unos 3 minutos a pie hacia el oeste por la calle 125.`)
};

const fr_info_vc_trains_23_text = /** @type {(inputs: Info_Vc_Trains_23_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`jusqu’à 125 St, sur Lenox Avenue. C’est la station la plus proche : environ 3 minutes à pied vers l’ouest par la 125e Rue.`)
};

/**
* | output |
* | --- |
* | "to 125 St at Lenox Avenue. The closest station: about a 3-minute walk west along 125th Street." |
*
* @param {Info_Vc_Trains_23_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_vc_trains_23_text = /** @type {((inputs?: Info_Vc_Trains_23_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Vc_Trains_23_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_vc_trains_23_text(inputs)
	if (locale === "fr") return fr_info_vc_trains_23_text(inputs)
	return en_info_vc_trains_23_text(inputs)
});