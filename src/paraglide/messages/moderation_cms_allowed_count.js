/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Moderation_Cms_Allowed_CountInputs */

const en_moderation_cms_allowed_count = /** @type {(inputs: Moderation_Cms_Allowed_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`allowed`);
	return /** @type {LocalizedString} */ (`allowed`)
	
};

const es_moderation_cms_allowed_count = /** @type {(inputs: Moderation_Cms_Allowed_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`permitido`);
	return /** @type {LocalizedString} */ (`permitidos`)
	
};

const fr_moderation_cms_allowed_count = /** @type {(inputs: Moderation_Cms_Allowed_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`autorisé`);
	return /** @type {LocalizedString} */ (`autorisés`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "allowed" |
* | * | "allowed" |
*
* @param {Moderation_Cms_Allowed_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_cms_allowed_count = /** @type {((inputs: Moderation_Cms_Allowed_CountInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Cms_Allowed_CountInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_cms_allowed_count(inputs)
	if (locale === "fr") return fr_moderation_cms_allowed_count(inputs)
	return en_moderation_cms_allowed_count(inputs)
});