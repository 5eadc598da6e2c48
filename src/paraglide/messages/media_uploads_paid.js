/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Media_Uploads_PaidInputs */

const en_media_uploads_paid = /** @type {(inputs: Media_Uploads_PaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} is paid: our team checks it, then publishes it on your business page. Your receipt is on its way by email.`)
};

const es_media_uploads_paid = /** @type {(inputs: Media_Uploads_PaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.title}” está pagado: nuestro equipo lo revisa y luego lo publica en la página de tu negocio. El recibo va de camino a tu correo.`)
};

const fr_media_uploads_paid = /** @type {(inputs: Media_Uploads_PaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`« ${i?.title} » est payé : notre équipe le vérifie, puis le publie sur la page de votre commerce. Votre reçu arrive par e-mail.`)
};

/**
* | output |
* | --- |
* | "{title} is paid: our team checks it, then publishes it on your business page. Your receipt is on its way by email." |
*
* @param {Media_Uploads_PaidInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_uploads_paid = /** @type {((inputs: Media_Uploads_PaidInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Uploads_PaidInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_uploads_paid(inputs)
	if (locale === "fr") return fr_media_uploads_paid(inputs)
	return en_media_uploads_paid(inputs)
});