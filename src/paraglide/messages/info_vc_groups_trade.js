/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Vc_Groups_TradeInputs */

const en_info_vc_groups_trade = /** @type {(inputs: Info_Vc_Groups_TradeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tour operators and group leaders planning guided visits can find group rates, sample itineraries and a dedicated guide service on our [Travel Trade] page.`)
};

const es_info_vc_groups_trade = /** @type {(inputs: Info_Vc_Groups_TradeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los operadores turísticos y responsables de grupos que planean visitas guiadas encontrarán tarifas de grupo, itinerarios de ejemplo y un servicio de guías exclusivo en nuestra página de [Turismo profesional].`)
};

const fr_info_vc_groups_trade = /** @type {(inputs: Info_Vc_Groups_TradeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les voyagistes et responsables de groupe qui organisent des visites guidées trouveront des tarifs de groupe, des exemples d’itinéraires et un service de guides dédié sur notre page [Professionnels du tourisme].`)
};

/**
* | output |
* | --- |
* | "Tour operators and group leaders planning guided visits can find group rates, sample itineraries and a dedicated guide service on our [Travel Trade] page." |
*
* @param {Info_Vc_Groups_TradeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_vc_groups_trade = /** @type {((inputs?: Info_Vc_Groups_TradeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Vc_Groups_TradeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_vc_groups_trade(inputs)
	if (locale === "fr") return fr_info_vc_groups_trade(inputs)
	return en_info_vc_groups_trade(inputs)
});