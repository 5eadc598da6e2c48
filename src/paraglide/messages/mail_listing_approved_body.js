/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ business: NonNullable<unknown>, link: NonNullable<unknown> }} Mail_Listing_Approved_BodyInputs */

const en_mail_listing_approved_body = /** @type {(inputs: Mail_Listing_Approved_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Good news: we approved your new listing for ${i?.business}. It is now listed in the Harlem Guide. Your business dashboard is ready: ${i?.link}`)
};

const es_mail_listing_approved_body = /** @type {(inputs: Mail_Listing_Approved_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Buenas noticias: aprobamos tu nueva ficha de ${i?.business}. Ya aparece en Harlem Guide. Tu panel de negocio ya está listo: ${i?.link}`)
};

const fr_mail_listing_approved_body = /** @type {(inputs: Mail_Listing_Approved_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bonne nouvelle : nous avons approuvé votre nouvelle fiche pour ${i?.business}. Elle figure désormais dans le Harlem Guide. Votre tableau de bord professionnel est prêt : ${i?.link}`)
};

/**
* | output |
* | --- |
* | "Good news: we approved your new listing for {business}. It is now listed in the Harlem Guide. Your business dashboard is ready: {link}" |
*
* @param {Mail_Listing_Approved_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const mail_listing_approved_body = /** @type {((inputs: Mail_Listing_Approved_BodyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Listing_Approved_BodyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_listing_approved_body(inputs)
	if (locale === "fr") return fr_mail_listing_approved_body(inputs)
	return en_mail_listing_approved_body(inputs)
});