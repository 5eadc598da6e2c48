/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alerts_Kind_Review_ReplyInputs */

const en_alerts_kind_review_reply = /** @type {(inputs: Alerts_Kind_Review_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reply to your review`)
};

const es_alerts_kind_review_reply = /** @type {(inputs: Alerts_Kind_Review_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Respuesta a tu reseña`)
};

const fr_alerts_kind_review_reply = /** @type {(inputs: Alerts_Kind_Review_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réponse à votre avis`)
};

/**
* | output |
* | --- |
* | "Reply to your review" |
*
* @param {Alerts_Kind_Review_ReplyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const alerts_kind_review_reply = /** @type {((inputs?: Alerts_Kind_Review_ReplyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_Kind_Review_ReplyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_kind_review_reply(inputs)
	if (locale === "fr") return fr_alerts_kind_review_reply(inputs)
	return en_alerts_kind_review_reply(inputs)
});