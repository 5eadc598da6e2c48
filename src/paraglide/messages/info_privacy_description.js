/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Privacy_DescriptionInputs */

const en_info_privacy_description = /** @type {(inputs: Info_Privacy_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What information the Harlem Guide collects, why, who we share it with, how long we keep it, and your rights, including under the CCPA.`)
};

const es_info_privacy_description = /** @type {(inputs: Info_Privacy_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qué información recopila la guía de Harlem, para qué, con quién la compartimos, cuánto tiempo la conservamos y tus derechos, incluidos los que te da la CCPA.`)
};

const fr_info_privacy_description = /** @type {(inputs: Info_Privacy_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les informations que recueille le guide de Harlem, pourquoi, avec qui nous les partageons, combien de temps nous les conservons, et vos droits, notamment au titre du CCPA.`)
};

/**
* | output |
* | --- |
* | "What information the Harlem Guide collects, why, who we share it with, how long we keep it, and your rights, including under the CCPA." |
*
* @param {Info_Privacy_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_privacy_description = /** @type {((inputs?: Info_Privacy_DescriptionInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Privacy_DescriptionInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_privacy_description(inputs)
	if (locale === "fr") return fr_info_privacy_description(inputs)
	return en_info_privacy_description(inputs)
});