/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_Review_Already_RepliedInputs */

const en_owner_msg_review_already_replied = /** @type {(inputs: Owner_Msg_Review_Already_RepliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have already replied to this review.`)
};

const es_owner_msg_review_already_replied = /** @type {(inputs: Owner_Msg_Review_Already_RepliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya respondiste a esta reseña.`)
};

const fr_owner_msg_review_already_replied = /** @type {(inputs: Owner_Msg_Review_Already_RepliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous avez déjà répondu à cet avis.`)
};

/**
* | output |
* | --- |
* | "You have already replied to this review." |
*
* @param {Owner_Msg_Review_Already_RepliedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_msg_review_already_replied = /** @type {((inputs?: Owner_Msg_Review_Already_RepliedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_Review_Already_RepliedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_review_already_replied(inputs)
	if (locale === "fr") return fr_owner_msg_review_already_replied(inputs)
	return en_owner_msg_review_already_replied(inputs)
});