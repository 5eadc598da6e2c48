/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Msg_Premium_OnlyInputs */

const en_events_msg_premium_only = /** @type {(inputs: Events_Msg_Premium_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is a members-only event. Upgrade to Premium to register.`)
};

const es_events_msg_premium_only = /** @type {(inputs: Events_Msg_Premium_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este evento es solo para socios. Hazte Premium para inscribirte.`)
};

const fr_events_msg_premium_only = /** @type {(inputs: Events_Msg_Premium_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet événement est réservé aux membres. Passez à Premium pour vous inscrire.`)
};

/**
* | output |
* | --- |
* | "This is a members-only event. Upgrade to Premium to register." |
*
* @param {Events_Msg_Premium_OnlyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_msg_premium_only = /** @type {((inputs?: Events_Msg_Premium_OnlyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Msg_Premium_OnlyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_msg_premium_only(inputs)
	if (locale === "fr") return fr_events_msg_premium_only(inputs)
	return en_events_msg_premium_only(inputs)
});