/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Moderation_Cms_Denied_CountInputs */

const en_moderation_cms_denied_count = /** @type {(inputs: Moderation_Cms_Denied_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`not allowed`);
	return /** @type {LocalizedString} */ (`not allowed`)
	
};

const es_moderation_cms_denied_count = /** @type {(inputs: Moderation_Cms_Denied_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`no permitido`);
	return /** @type {LocalizedString} */ (`no permitidos`)
	
};

const fr_moderation_cms_denied_count = /** @type {(inputs: Moderation_Cms_Denied_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`non autorisé`);
	return /** @type {LocalizedString} */ (`non autorisés`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "not allowed" |
* | * | "not allowed" |
*
* @param {Moderation_Cms_Denied_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_cms_denied_count = /** @type {((inputs: Moderation_Cms_Denied_CountInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Cms_Denied_CountInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_cms_denied_count(inputs)
	if (locale === "fr") return fr_moderation_cms_denied_count(inputs)
	return en_moderation_cms_denied_count(inputs)
});