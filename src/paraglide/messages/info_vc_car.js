/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Vc_CarInputs */

const en_info_vc_car = /** @type {(inputs: Info_Vc_CarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Street parking is scarce; public garages are on and around 125th Street. We recommend transit.`)
};

const es_info_vc_car = /** @type {(inputs: Info_Vc_CarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Es difícil estacionar en la calle; hay estacionamientos públicos en la calle 125 y sus alrededores. Te recomendamos el transporte público.`)
};

const fr_info_vc_car = /** @type {(inputs: Info_Vc_CarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il est difficile de se garer dans la rue ; des parkings publics se trouvent sur la 125e Rue et aux alentours. Nous vous conseillons les transports en commun.`)
};

/**
* | output |
* | --- |
* | "Street parking is scarce; public garages are on and around 125th Street. We recommend transit." |
*
* @param {Info_Vc_CarInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_vc_car = /** @type {((inputs?: Info_Vc_CarInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Vc_CarInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_vc_car(inputs)
	if (locale === "fr") return fr_info_vc_car(inputs)
	return en_info_vc_car(inputs)
});