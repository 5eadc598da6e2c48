/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Vc_Access_AnimalsInputs */

const en_info_vc_access_animals = /** @type {(inputs: Info_Vc_Access_AnimalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Service animals are welcome.`)
};

const es_info_vc_access_animals = /** @type {(inputs: Info_Vc_Access_AnimalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los animales de servicio son bienvenidos.`)
};

const fr_info_vc_access_animals = /** @type {(inputs: Info_Vc_Access_AnimalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les animaux d’assistance sont les bienvenus.`)
};

/**
* | output |
* | --- |
* | "Service animals are welcome." |
*
* @param {Info_Vc_Access_AnimalsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_vc_access_animals = /** @type {((inputs?: Info_Vc_Access_AnimalsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Vc_Access_AnimalsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_vc_access_animals(inputs)
	if (locale === "fr") return fr_info_vc_access_animals(inputs)
	return en_info_vc_access_animals(inputs)
});