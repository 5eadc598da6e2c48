/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_Review_RepliedInputs */

const en_owner_msg_review_replied = /** @type {(inputs: Owner_Msg_Review_RepliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your reply is published under the review.`)
};

const es_owner_msg_review_replied = /** @type {(inputs: Owner_Msg_Review_RepliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu respuesta está publicada debajo de la reseña.`)
};

const fr_owner_msg_review_replied = /** @type {(inputs: Owner_Msg_Review_RepliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre réponse est publiée sous l’avis.`)
};

/**
* | output |
* | --- |
* | "Your reply is published under the review." |
*
* @param {Owner_Msg_Review_RepliedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_msg_review_replied = /** @type {((inputs?: Owner_Msg_Review_RepliedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_Review_RepliedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_review_replied(inputs)
	if (locale === "fr") return fr_owner_msg_review_replied(inputs)
	return en_owner_msg_review_replied(inputs)
});