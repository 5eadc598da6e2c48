/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown> }} Media_Settings_GuaranteeInputs */

const en_media_settings_guarantee = /** @type {(inputs: Media_Settings_GuaranteeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`New subscriptions have a ${i?.days}-day satisfaction guarantee: ask for your money back and Premium ends now.`)
};

const es_media_settings_guarantee = /** @type {(inputs: Media_Settings_GuaranteeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Las suscripciones nuevas tienen una garantía de satisfacción de ${i?.days} días: pide que te devolvamos tu dinero y Premium termina de inmediato.`)
};

const fr_media_settings_guarantee = /** @type {(inputs: Media_Settings_GuaranteeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les nouveaux abonnements bénéficient d’une garantie satisfaction de ${i?.days} jours : demandez le remboursement et Premium prend fin immédiatement.`)
};

/**
* | output |
* | --- |
* | "New subscriptions have a {days}-day satisfaction guarantee: ask for your money back and Premium ends now." |
*
* @param {Media_Settings_GuaranteeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_settings_guarantee = /** @type {((inputs: Media_Settings_GuaranteeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Settings_GuaranteeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_settings_guarantee(inputs)
	if (locale === "fr") return fr_media_settings_guarantee(inputs)
	return en_media_settings_guarantee(inputs)
});