/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Adm_Membership_IntroInputs */

const en_plans_adm_membership_intro = /** @type {(inputs: Plans_Adm_Membership_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shown on the Premium page and at checkout. A price of 0 makes a free plan.`)
};

const es_plans_adm_membership_intro = /** @type {(inputs: Plans_Adm_Membership_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se muestran en la página Premium y en el pago. Un precio de 0 crea un plan gratuito.`)
};

const fr_plans_adm_membership_intro = /** @type {(inputs: Plans_Adm_Membership_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Affichées sur la page Premium et au paiement. Un prix de 0 crée une formule gratuite.`)
};

/**
* | output |
* | --- |
* | "Shown on the Premium page and at checkout. A price of 0 makes a free plan." |
*
* @param {Plans_Adm_Membership_IntroInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const plans_adm_membership_intro = /** @type {((inputs?: Plans_Adm_Membership_IntroInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Adm_Membership_IntroInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_adm_membership_intro(inputs)
	if (locale === "fr") return fr_plans_adm_membership_intro(inputs)
	return en_plans_adm_membership_intro(inputs)
});