/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Moderation_An_SignupsInputs */

const en_moderation_an_signups = /** @type {(inputs: Moderation_An_SignupsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`sign-up`);
	return /** @type {LocalizedString} */ (`sign-ups`)
	
};

const es_moderation_an_signups = /** @type {(inputs: Moderation_An_SignupsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`cuenta nueva`);
	return /** @type {LocalizedString} */ (`cuentas nuevas`)
	
};

const fr_moderation_an_signups = /** @type {(inputs: Moderation_An_SignupsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`nouveau compte`);
	return /** @type {LocalizedString} */ (`nouveaux comptes`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "sign-up" |
* | * | "sign-ups" |
*
* @param {Moderation_An_SignupsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_an_signups = /** @type {((inputs: Moderation_An_SignupsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_An_SignupsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_an_signups(inputs)
	if (locale === "fr") return fr_moderation_an_signups(inputs)
	return en_moderation_an_signups(inputs)
});