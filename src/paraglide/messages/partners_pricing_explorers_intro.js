/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Pricing_Explorers_IntroInputs */

const en_partners_pricing_explorers_intro = /** @type {(inputs: Partners_Pricing_Explorers_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free to browse and save. Premium opens members-only events, video tours and messages to owners.`)
};

const es_partners_pricing_explorers_intro = /** @type {(inputs: Partners_Pricing_Explorers_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explorar y guardar es gratis. Premium te abre los eventos exclusivos para miembros, los recorridos en video y los mensajes a los dueños.`)
};

const fr_partners_pricing_explorers_intro = /** @type {(inputs: Partners_Pricing_Explorers_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parcourir et enregistrer est gratuit. Premium ouvre les événements réservés aux membres, les visites vidéo et les messages aux propriétaires.`)
};

/**
* | output |
* | --- |
* | "Free to browse and save. Premium opens members-only events, video tours and messages to owners." |
*
* @param {Partners_Pricing_Explorers_IntroInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_pricing_explorers_intro = /** @type {((inputs?: Partners_Pricing_Explorers_IntroInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Pricing_Explorers_IntroInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_pricing_explorers_intro(inputs)
	if (locale === "fr") return fr_partners_pricing_explorers_intro(inputs)
	return en_partners_pricing_explorers_intro(inputs)
});