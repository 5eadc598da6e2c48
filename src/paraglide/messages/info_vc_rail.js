/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Vc_RailInputs */

const en_info_vc_rail = /** @type {(inputs: Info_Vc_RailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Metro-North trains stop at Harlem–125th Street station (Park Avenue), about 15 minutes away on foot.`)
};

const es_info_vc_rail = /** @type {(inputs: Info_Vc_RailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los trenes de Metro-North paran en la estación Harlem–125th Street (Park Avenue), a unos 15 minutos a pie.`)
};

const fr_info_vc_rail = /** @type {(inputs: Info_Vc_RailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les trains Metro-North s’arrêtent à la gare Harlem–125th Street (Park Avenue), à environ 15 minutes à pied.`)
};

/**
* | output |
* | --- |
* | "Metro-North trains stop at Harlem–125th Street station (Park Avenue), about 15 minutes away on foot." |
*
* @param {Info_Vc_RailInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_vc_rail = /** @type {((inputs?: Info_Vc_RailInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Vc_RailInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_vc_rail(inputs)
	if (locale === "fr") return fr_info_vc_rail(inputs)
	return en_info_vc_rail(inputs)
});