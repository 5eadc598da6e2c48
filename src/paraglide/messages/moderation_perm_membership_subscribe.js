/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Perm_Membership_SubscribeInputs */

const en_moderation_perm_membership_subscribe = /** @type {(inputs: Moderation_Perm_Membership_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscribe to premium membership`)
};

const es_moderation_perm_membership_subscribe = /** @type {(inputs: Moderation_Perm_Membership_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suscribirse a la membresía premium`)
};

const fr_moderation_perm_membership_subscribe = /** @type {(inputs: Moderation_Perm_Membership_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Souscrire l’abonnement premium`)
};

/**
* | output |
* | --- |
* | "Subscribe to premium membership" |
*
* @param {Moderation_Perm_Membership_SubscribeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_perm_membership_subscribe = /** @type {((inputs?: Moderation_Perm_Membership_SubscribeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Perm_Membership_SubscribeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_perm_membership_subscribe(inputs)
	if (locale === "fr") return fr_moderation_perm_membership_subscribe(inputs)
	return en_moderation_perm_membership_subscribe(inputs)
});