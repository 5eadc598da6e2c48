/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Mo_PublishInputs */

const en_moderation_mo_publish = /** @type {(inputs: Moderation_Mo_PublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publish`)
};

const es_moderation_mo_publish = /** @type {(inputs: Moderation_Mo_PublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publicar`)
};

const fr_moderation_mo_publish = /** @type {(inputs: Moderation_Mo_PublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publier`)
};

/**
* | output |
* | --- |
* | "Publish" |
*
* @param {Moderation_Mo_PublishInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_mo_publish = /** @type {((inputs?: Moderation_Mo_PublishInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Mo_PublishInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_mo_publish(inputs)
	if (locale === "fr") return fr_moderation_mo_publish(inputs)
	return en_moderation_mo_publish(inputs)
});