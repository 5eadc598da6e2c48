/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Owner_UnreadInputs */

const en_owner_unread = /** @type {(inputs: Owner_UnreadInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`unread`);
	return /** @type {LocalizedString} */ (`unread`)
	
};

const es_owner_unread = /** @type {(inputs: Owner_UnreadInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`sin leer`);
	return /** @type {LocalizedString} */ (`sin leer`)
	
};

const fr_owner_unread = /** @type {(inputs: Owner_UnreadInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`non lu`);
	return /** @type {LocalizedString} */ (`non lus`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "unread" |
* | * | "unread" |
*
* @param {Owner_UnreadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_unread = /** @type {((inputs: Owner_UnreadInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_UnreadInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_unread(inputs)
	if (locale === "fr") return fr_owner_unread(inputs)
	return en_owner_unread(inputs)
});