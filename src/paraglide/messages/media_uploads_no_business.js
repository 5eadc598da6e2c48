/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Media_Uploads_No_BusinessInputs */

const en_media_uploads_no_business = /** @type {(inputs: Media_Uploads_No_BusinessInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You don't have a business associated with your account. Claim your listing or submit a new one from the ${i?.link}.`)
};

const es_media_uploads_no_business = /** @type {(inputs: Media_Uploads_No_BusinessInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No tienes ningún negocio asociado a tu cuenta. Reclama tu ficha o envía una nueva desde el ${i?.link}.`)
};

const fr_media_uploads_no_business = /** @type {(inputs: Media_Uploads_No_BusinessInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aucun commerce n’est associé à votre compte. Revendiquez votre fiche ou proposez-en une nouvelle depuis le ${i?.link}.`)
};

/**
* | output |
* | --- |
* | "You don't have a business associated with your account. Claim your listing or submit a new one from the {link}." |
*
* @param {Media_Uploads_No_BusinessInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_uploads_no_business = /** @type {((inputs: Media_Uploads_No_BusinessInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Uploads_No_BusinessInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_uploads_no_business(inputs)
	if (locale === "fr") return fr_media_uploads_no_business(inputs)
	return en_media_uploads_no_business(inputs)
});