/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Plan_Premium_TextInputs */

const en_accounts_plan_premium_text = /** @type {(inputs: Accounts_Plan_Premium_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Everything in the guide, plus members-only events, video tours and messaging with business owners.`)
};

const es_accounts_plan_premium_text = /** @type {(inputs: Accounts_Plan_Premium_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todo lo de la guía, además de eventos exclusivos para miembros, recorridos en video y mensajes directos con los propietarios de negocios.`)
};

const fr_accounts_plan_premium_text = /** @type {(inputs: Accounts_Plan_Premium_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tout le guide, plus des événements réservés aux membres, des visites en vidéo et une messagerie avec les commerçants.`)
};

/**
* | output |
* | --- |
* | "Everything in the guide, plus members-only events, video tours and messaging with business owners." |
*
* @param {Accounts_Plan_Premium_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_plan_premium_text = /** @type {((inputs?: Accounts_Plan_Premium_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Plan_Premium_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_plan_premium_text(inputs)
	if (locale === "fr") return fr_accounts_plan_premium_text(inputs)
	return en_accounts_plan_premium_text(inputs)
});