/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Media_Uploads_ConfirmingInputs */

const en_media_uploads_confirming = /** @type {(inputs: Media_Uploads_ConfirmingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} goes to our team for review as soon as Stripe confirms the payment. This page refreshes itself.`)
};

const es_media_uploads_confirming = /** @type {(inputs: Media_Uploads_ConfirmingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.title}” pasará a revisión de nuestro equipo en cuanto Stripe confirme el pago. Esta página se actualiza sola.`)
};

const fr_media_uploads_confirming = /** @type {(inputs: Media_Uploads_ConfirmingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`« ${i?.title} » passera en vérification auprès de notre équipe dès que Stripe aura confirmé le paiement. Cette page s’actualise toute seule.`)
};

/**
* | output |
* | --- |
* | "{title} goes to our team for review as soon as Stripe confirms the payment. This page refreshes itself." |
*
* @param {Media_Uploads_ConfirmingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_uploads_confirming = /** @type {((inputs: Media_Uploads_ConfirmingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Uploads_ConfirmingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_uploads_confirming(inputs)
	if (locale === "fr") return fr_media_uploads_confirming(inputs)
	return en_media_uploads_confirming(inputs)
});