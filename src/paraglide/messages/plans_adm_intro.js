/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Adm_IntroInputs */

const en_plans_adm_intro = /** @type {(inputs: Plans_Adm_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What members and advertisers can buy. Plans are never deleted, because subscriptions point to them: deactivate a plan to take it off sale.`)
};

const es_plans_adm_intro = /** @type {(inputs: Plans_Adm_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lo que miembros y anunciantes pueden comprar. Los planes nunca se borran, porque hay suscripciones que dependen de ellos: desactiva un plan para retirarlo de la venta.`)
};

const fr_plans_adm_intro = /** @type {(inputs: Plans_Adm_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce que les membres et les annonceurs peuvent acheter. Les formules ne sont jamais supprimées, car des abonnements y renvoient : désactivez une formule pour la retirer de la vente.`)
};

/**
* | output |
* | --- |
* | "What members and advertisers can buy. Plans are never deleted, because subscriptions point to them: deactivate a plan to take it off sale." |
*
* @param {Plans_Adm_IntroInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const plans_adm_intro = /** @type {((inputs?: Plans_Adm_IntroInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Adm_IntroInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_adm_intro(inputs)
	if (locale === "fr") return fr_plans_adm_intro(inputs)
	return en_plans_adm_intro(inputs)
});