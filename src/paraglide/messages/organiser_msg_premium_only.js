/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Msg_Premium_OnlyInputs */

const en_organiser_msg_premium_only = /** @type {(inputs: Organiser_Msg_Premium_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event management is a premium listing feature. Upgrade to Premium to post events.`)
};

const es_organiser_msg_premium_only = /** @type {(inputs: Organiser_Msg_Premium_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La gestión de eventos es una función del listado Premium. Pásate a Premium para publicar eventos.`)
};

const fr_organiser_msg_premium_only = /** @type {(inputs: Organiser_Msg_Premium_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La gestion des événements est réservée aux fiches Premium. Passez à Premium pour publier des événements.`)
};

/**
* | output |
* | --- |
* | "Event management is a premium listing feature. Upgrade to Premium to post events." |
*
* @param {Organiser_Msg_Premium_OnlyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_msg_premium_only = /** @type {((inputs?: Organiser_Msg_Premium_OnlyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Msg_Premium_OnlyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_msg_premium_only(inputs)
	if (locale === "fr") return fr_organiser_msg_premium_only(inputs)
	return en_organiser_msg_premium_only(inputs)
});