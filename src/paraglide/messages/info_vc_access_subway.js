/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Vc_Access_SubwayInputs */

const en_info_vc_access_subway = /** @type {(inputs: Info_Vc_Access_SubwayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subway elevators are sometimes out of service. Check the MTA's accessibility status at [mta.info] before you travel.`)
};

const es_info_vc_access_subway = /** @type {(inputs: Info_Vc_Access_SubwayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los elevadores del metro a veces están fuera de servicio. Consulta el estado de accesibilidad de la MTA en [mta.info] antes de salir.`)
};

const fr_info_vc_access_subway = /** @type {(inputs: Info_Vc_Access_SubwayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les ascenseurs du métro sont parfois hors service. Vérifiez l’état de l’accessibilité de la MTA sur [mta.info] avant de partir.`)
};

/**
* | output |
* | --- |
* | "Subway elevators are sometimes out of service. Check the MTA's accessibility status at [mta.info] before you travel." |
*
* @param {Info_Vc_Access_SubwayInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_vc_access_subway = /** @type {((inputs?: Info_Vc_Access_SubwayInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Vc_Access_SubwayInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_vc_access_subway(inputs)
	if (locale === "fr") return fr_info_vc_access_subway(inputs)
	return en_info_vc_access_subway(inputs)
});